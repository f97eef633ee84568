// Types of what eslint.config.js exports for the tests (scripts/test/lint-boundary.test.ts imports the boundaries).
import type { Linter } from 'eslint';

interface Boundary {
  patterns: { regex: string; message: string }[];
}

export declare const ENGINE_BOUNDARY: Boundary;
export declare const WIDGET_BOUNDARY: Boundary;
declare const config: Linter.Config[];
export default config;

#!/usr/bin/env node
// The installed piecepack-war command: always the shipped bundle (dist/cli.js), whatever else the project installs.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));

// The host's translate: VS Code's l10n bundle for the display language (vscode.l10n.t looks the English text up),
// then the placeholders filled with numbers and plural forms of that language (words.ts).
import * as vscode from 'vscode';
import { fillTemplate, type Translate } from './words.ts';

/** A host string in the display language, `{0}` and `{0:one=…|other=…}` filled in. */
export const t: Translate = (text, ...args) => fillTemplate(vscode.l10n.t(text), args, vscode.env.language);

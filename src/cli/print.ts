/** `escarmouche print <band file> [--format html|md] [-o FILE]`: sheets and cards for the table. */
import path from 'node:path';
import { checkFileDestination, makeParents } from '../core/destination.js';
import { isError } from '../core/diagnostics.js';
import { EXIT, type ExitCode } from '../core/errors.js';
import { writeAtomic } from '../core/fs.js';
import { analyseFile } from './band.js';
import type { Context } from './context.js';
import { printHtml } from './print/html.js';
import { printMarkdown } from './print/markdown.js';
import { withHouseRules } from './house-rules.js';
import { renderDiagnostic } from './render.js';

export interface PrintOptions {
  readonly format?: 'html' | 'md';
  readonly output?: string;
  readonly json?: boolean;
}

const formatOf = (options: PrintOptions): 'html' | 'md' =>
  options.format ?? (options.output && /\.(md|markdown)$/i.test(options.output) ? 'md' : 'html');

export async function print(file: string, options: PrintOptions, context: Context): Promise<ExitCode> {
  if (options.output) await checkFileDestination(options.output);
  const { analysis, diagnostics } = await analyseFile(file, context);
  const errors = diagnostics.filter(isError);
  if (errors.length || !analysis.ruleset || analysis.profile === undefined) {
    for (const d of errors) context.err(renderDiagnostic(d, context.messages, context.color));
    context.err(context.messages.text('cli/invalid-band', { file, count: errors.length }));
    return EXIT.invalid;
  }
  const { ruleset, band, profile } = analysis;
  const view = withHouseRules(ruleset.view(profile, context.lang), analysis, context.messages);
  const cards = ruleset.cards?.(band, profile) ?? [];
  const format = formatOf(options);
  const title = path.basename(file).replace(/\.ya?ml$/i, '');
  const content = format === 'md' ? printMarkdown(view, cards) : printHtml(title, view, cards);
  if (options.output) {
    await makeParents(options.output);
    await writeAtomic(options.output, content);
  }
  if (options.json) context.out(JSON.stringify({ file, format, output: options.output ?? null, cards: cards.length, ...(options.output ? {} : { content }) }, null, 2));
  else if (!options.output) context.out(content);
  return EXIT.ok;
}

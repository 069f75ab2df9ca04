/** `escarmouche print <band file> [--format html|md|pdf] [-o FILE]`: sheets and cards for the table. */
import path from 'node:path';
import { bandTitle } from '../core/api/matchup.js';
import { checkFileDestination, makeParents } from '../core/band-files/destination.js';
import { isError } from '../core/diagnostics/diagnostics.js';
import { EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import { writeAtomic } from '../core/band-files/fs.js';
import { analyseFile } from './band.js';
import type { Context } from './context.js';
import { locked } from './locked.js';
import { cardPages, printHtml } from './print/html.js';
import { printMarkdown } from './print/markdown.js';
import { against, MATCHUP_STYLE } from './print/matchup.js';
import { typesetPrint } from './print/french.js';
import { htmlToPdf } from './print/pdf.js';
import { withHouseRules } from './house-rules.js';
import { renderDiagnostic } from './render.js';

export type PrintFormat = 'html' | 'md' | 'pdf';

export interface PrintOptions {
  readonly format?: PrintFormat;
  readonly output?: string;
  readonly json?: boolean;
  /** Another band file: adds the matchup page (print/matchup.ts). */
  readonly against?: string;
}

const EXTENSIONS: Readonly<Record<string, PrintFormat>> = { html: 'html', htm: 'html', md: 'md', markdown: 'md', pdf: 'pdf' };

/** The format asked for, or the one -o's extension names; an extension that says otherwise than --format is refused. */
export function formatOf(options: PrintOptions): PrintFormat {
  // Stryker disable next-line StringLiteral: without -o the extension only looks EXTENSIONS up, which has no key but those of -o's names
  const extension = options.output ? path.extname(options.output).slice(1).toLowerCase() : '';
  const implied = EXTENSIONS[extension];
  if (options.format && implied && implied !== options.format) throw usageError('print/extension', { file: options.output!, extension, format: options.format });
  const format = options.format ?? implied ?? 'html';
  if (format === 'pdf' && !options.output) throw usageError('print/pdf-output');
  return format;
}

export async function print(file: string, options: PrintOptions, context: Context): Promise<ExitCode> {
  const format = formatOf(options);
  if (options.output) await checkFileDestination(options.output);
  const { analysis, diagnostics } = await analyseFile(file, context);
  const errors = diagnostics.filter(isError);
  if (errors.length || !analysis.ruleset || analysis.profile === undefined) {
    for (const d of errors) context.err(renderDiagnostic(d, context.messages, context.color));
    context.err(context.messages.text('cli/invalid-band', { file, count: errors.length }));
    return EXIT.invalid;
  }
  const { ruleset, band, profile } = analysis;
  const { roster, cards } = typesetPrint(
    context.lang,
    withHouseRules(ruleset.sheet?.(band, profile, context.lang) ?? ruleset.view(profile, context.lang), analysis, context.messages),
    ruleset.cards?.(band, profile, context.lang) ?? [],
  );
  const title = bandTitle({ file, data: (analysis.document?.data ?? {}) as Record<string, unknown> });
  const matchup = options.against === undefined ? undefined : await against(file, options.against, context);
  if (typeof matchup === 'number') return matchup;
  const extra = matchup ? { pages: [matchup.html], style: MATCHUP_STYLE } : undefined;
  const html = format === 'md' ? '' : printHtml(title, roster, cards, context.lang, extra);
  const markdown = () => printMarkdown(roster, cards, context.lang) + (matchup ? `\n\n${matchup.markdown}\n` : '');
  const content = format === 'md' ? markdown() : format === 'pdf' ? await htmlToPdf(html, `${path.basename(file).replace(/\.ya?ml$/i, '')}.html`) : html;
  if (options.output) {
    await makeParents(options.output);
    await locked([options.output], context, () => writeAtomic(options.output!, content));
  }
  const pages = format === 'md' ? null : 1 + cardPages(cards).length + (matchup ? 1 : 0);
  if (options.json) {
    const text = typeof content === 'string' && !options.output ? { content } : {};
    context.out(JSON.stringify({ file, format, output: options.output ?? null, cards: cards.length, pages, ...text }, null, 2));
  } else if (!options.output) context.out(content as string);
  return EXIT.ok;
}

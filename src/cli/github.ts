/** GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, escaped as GitHub documents. */
import type { Diagnostic } from '../core/diagnostics/diagnostics.js';

const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function annotation(level: 'error' | 'warning' | 'notice', properties: Record<string, string | number>, message: string): string {
  const props = Object.entries(properties).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
  return `::${level}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

export function githubAnnotation(d: Diagnostic): string {
  const message = [d.message, d.rule, d.fix ? `fix: ${d.fix}` : ''].filter(Boolean).join('\n');
  return annotation(d.severity === 'info' ? 'notice' : d.severity, { file: d.file, line: d.line, col: d.column, title: d.code }, message);
}

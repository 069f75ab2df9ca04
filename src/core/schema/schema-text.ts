/**
 * A JSON Schema as the text of its file: indented by two spaces like `JSON.stringify(schema, null, 2)`, except that
 * an `else` (the rest of a chain of `if`/`then`/`else`, one per catalogue value, each inside the one before) stands
 * on one line. Indented, the chains of a catalogue of 60 values would be nested 120 levels deep and most of the file
 * would be spaces.
 */
export function schemaText(schema: unknown): string {
  return `${format(schema, '')}\n`;
}

function format(node: unknown, indent: string): string {
  if (node === null || typeof node !== 'object') return JSON.stringify(node);
  const inner = `${indent}  `;
  // As JSON.stringify: an undefined member is left out, an undefined item is null.
  const lines = Array.isArray(node)
    ? node.map((item: unknown) => format(item ?? null, inner))
    : Object.entries(node)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${JSON.stringify(key)}: ${key === 'else' ? JSON.stringify(value) : format(value, inner)}`);
  const [open, close] = Array.isArray(node) ? ['[', ']'] : ['{', '}'];
  return lines.length ? `${open}\n${lines.map((line) => inner + line).join(',\n')}\n${indent}${close}` : `${open}${close}`;
}

/**
 * JSON text as `JSON.stringify(value, null, 2)` writes it, except that an object whose keys are all whole numbers (a
 * distribution) lists them in numeric order: JavaScript enumerates "0", "1" before "-1", negative keys not being
 * array indices.
 */
export function toJsonText(value: unknown): string {
  return write(value, '');
}

const WHOLE = /^-?\d+$/;

function write(value: unknown, indent: string): string {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return write((value as { toJSON: () => unknown }).toJSON(), indent);
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    // An undefined or a function is written null, as JSON.stringify writes it in an array.
    const items = value.map((v) => inner + write(v, inner));
    return items.length ? `[\n${items.join(',\n')}\n${indent}]` : '[]';
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
  if (entries.every(([key]) => WHOLE.test(key))) entries.sort(([a], [b]) => Number(a) - Number(b));
  const items = entries.map(([key, v]) => `${inner}${JSON.stringify(key)}: ${write(v, inner)}`);
  return items.length ? `{\n${items.join(',\n')}\n${indent}}` : '{}';
}

import type { JsonSchema } from '@mall/sdk/server';

interface Shape {
  type?: string;
  properties?: Record<string, Shape>;
  items?: Shape;
}

function coerceValue(value: unknown, shape: Shape | undefined): unknown {
  if (!shape || typeof value !== 'string') {
    if (shape?.type === 'array' && value !== undefined && !Array.isArray(value)) return [coerceValue(value, shape.items)];
    if (shape?.type === 'array' && Array.isArray(value)) return value.map((v) => coerceValue(v, shape.items));
    return value;
  }
  switch (shape.type) {
    case 'integer':
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'array':
      return [coerceValue(value, shape.items)];
    default:
      return value;
  }
}

/**
 * Query strings and path params arrive as text. Core's TypeBox schemas are converted by the
 * validator; a plugin's plain JSON Schema is not, so its values are converted here by the
 * schema's property types, with the same outcome: `"5"` becomes 5, a single value an array.
 */
export function coerceBySchema(values: unknown, schema: JsonSchema | undefined): unknown {
  const properties = (schema as Shape | undefined)?.properties;
  if (!properties || typeof values !== 'object' || values === null) return values;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [key, shape] of Object.entries(properties)) if (key in out) out[key] = coerceValue(out[key], shape);
  return out;
}

// Values generated from a route's JSON schema: one valid sample, and wrong values per property,
// so the bad-input suite covers every route without a hand-written list.
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maxLength?: number;
  minLength?: number;
  examples?: unknown[];
}

const STRING_CANDIDATES = ['1', 'A', 'a', 'MALL-PC', 'zh_CN', 'x', '2030-01-01', '2030-01-01 00:00:00', '13800000000', 'buyer@example.com', 'CNY'];

export function validSample(schema: JsonSchema): unknown {
  if (schema.anyOf) return validSample(schema.anyOf[0]!);
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [validSample(schema.items ?? { type: 'string' })];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validSample(value)]));
    default: {
      // A schema's own example is the sample when a string's content matters (JSON text, codes).
      if (schema.examples?.length) return schema.examples[0];
      const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
      const fits = (c: string) => (!pattern || pattern.test(c)) && c.length >= (schema.minLength ?? 0) && c.length <= (schema.maxLength ?? Infinity);
      return STRING_CANDIDATES.find(fits) ?? 'A';
    }
  }
}

/** Values that must fail `schema`; `inQuery` is true when every value arrives as text. */
export function wrongValues(schema: JsonSchema, inQuery: boolean): unknown[] {
  if (schema.anyOf) return [inQuery ? '__not_a_choice__' : { not: 'a choice' }];
  if (schema.const !== undefined) return ['__not_the_constant__'];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return ['abc', ...(inQuery ? [] : [{}])];
    case 'boolean':
      return ['maybe'];
    case 'array':
      return inQuery
        ? [wrongValues(schema.items ?? {}, true)[0]].filter((v) => v !== undefined)
        : ['not-an-array', ...wrongValues(schema.items ?? { type: 'string' }, false).slice(0, 1).map((item) => [item])];
    case 'object':
      return [inQuery ? undefined : 'not-an-object'].filter((v) => v !== undefined);
    default: {
      const values: unknown[] = [];
      if (!inQuery) values.push(12345);
      if (schema.pattern) {
        // The first text the pattern refuses: '!!' fails most, a control character fails a 'printable text' rule.
        const pattern = new RegExp(schema.pattern, 'u');
        const refused = ['!!', '\u0001', ' '].find((text) => !pattern.test(text));
        if (refused !== undefined) values.push(refused);
      }
      if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
      return values;
    }
  }
}

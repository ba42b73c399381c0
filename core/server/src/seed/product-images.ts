import { CATEGORIES, productImagePath } from './catalogue-categories';

const SOURCES = ['CATA', 'JD', 'MANUAL'] as const;
// A darker band per source, so a JD and a catalogue tile of one category can be told apart.
const SOURCE_SHADE: Record<(typeof SOURCES)[number], string> = { CATA: '0.00', JD: '0.18', MANUAL: '0.35' };

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A small square tile with the category's colour and names: the demo goods' picture. */
export function productImageSvg(category: { name: string; nameEn: string; colour: string }, source: string): string {
  const shade = SOURCE_SHADE[source as keyof typeof SOURCE_SHADE] ?? '0.00';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<rect width="240" height="240" rx="16" fill="${category.colour}"/>
<rect width="240" height="240" rx="16" fill="#000" fill-opacity="${shade}"/>
<text x="120" y="116" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${escape(category.name)}</text>
<text x="120" y="150" font-family="sans-serif" font-size="16" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escape(category.nameEn)} · ${escape(source)}</text>
</svg>
`;
}

/** Every image the catalogue refers to: file name (under static/products) and content. */
export function productImages(): { file: string; svg: string }[] {
  return CATEGORIES.flatMap((category) =>
    SOURCES.map((source) => ({ file: productImagePath(category.code, source).split('/').pop()!, svg: productImageSvg(category, source) })),
  );
}

/** The picture shown when a product image fails to load (spec 1 section 4 "Other states"). */
export const DEFAULT_PRODUCT_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f0f0f0"/><path d="M60 135l30-40 22 28 16-20 22 32z" fill="#bfbfbf"/><circle cx="128" cy="72" r="12" fill="#bfbfbf"/></svg>',
  );

import { DEFAULT_PAGE_SIZE, LOV_PAGE_SIZES, PAGE_SIZE_OPTIONS } from './pagination';

it.each([
  ['default page size', DEFAULT_PAGE_SIZE, 10],
  ['page size options', PAGE_SIZE_OPTIONS, [10, 20, 30]],
  ['list-of-values page sizes', LOV_PAGE_SIZES, [5, 10, 50, 100]],
])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

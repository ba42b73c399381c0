import { CompareListStorage } from './compare-list-storage';

beforeEach(() => localStorage.clear());

it('keeps at most 10 products (productId, price), shared by the buyer\'s tabs, and refuses the 11th with the domain message', () => {
  const storage = new CompareListStorage(7);
  for (let id = 1; id <= 10; id++) expect(storage.add({ productId: id, price: id * 2 }, 'CATA').error).toBeUndefined();
  const refused = storage.add({ productId: 11, price: 1 }, 'JD');
  expect(refused.error).toEqual({ key: 'compare.too-many', params: { n: 10 } });
  expect(storage.read()).toHaveLength(10);
  expect(storage.sourceOf(11)).toBeUndefined();
  expect(JSON.parse(localStorage.getItem('mall.compare.list.7')!)[0]).toEqual({ productId: 1, price: 2 });
});

it('updates the price of a listed product instead of adding it twice, and removes by product', () => {
  const storage = new CompareListStorage(7);
  storage.add({ productId: 1, price: 2 }, 'CATA');
  storage.add({ productId: 1, price: 3 }, 'CATA');
  expect(storage.read()).toEqual([{ productId: 1, price: 3 }]);
  expect(storage.remove(1)).toEqual([]);
});

it('keeps each buyer apart', () => {
  new CompareListStorage(7).add({ productId: 1, price: 2 }, 'CATA');
  expect(new CompareListStorage(8).read()).toEqual([]);
});

it("tells a listener when another tab changes this buyer's list, not another buyer's", () => {
  const heard: string[] = [];
  const stop = new CompareListStorage(7).onChange(() => heard.push('7'));
  window.dispatchEvent(new StorageEvent('storage', { key: 'mall.compare.list.8' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'mall.compare.list.7' }));
  stop();
  window.dispatchEvent(new StorageEvent('storage', { key: 'mall.compare.list.7' }));
  expect(heard).toEqual(['7']);
});

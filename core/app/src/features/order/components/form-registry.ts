import type { FormInstance } from 'antd';
import type { FirstFailure } from '../submit/place-outcomes';

/**
 * The antd forms on the page holding tenant fields (an order header, an order line), so the
 * submit can validate them all and scroll to the first that fails, in page order.
 */
export class FormRegistry {
  private readonly forms = new Map<string, { form: FormInstance; place: FirstFailure }>();

  register(place: FirstFailure, form: FormInstance): () => void {
    const key = `${place.order}|${place.line ?? ''}`;
    this.forms.set(key, { form, place });
    return () => {
      if (this.forms.get(key)?.form === form) this.forms.delete(key);
    };
  }

  async validate(): Promise<FirstFailure | undefined> {
    const entries = [...this.forms.values()].sort((a, b) => a.place.order - b.place.order || (a.place.line === undefined ? -1 : 1));
    let first: FirstFailure | undefined;
    for (const { form, place } of entries) {
      try {
        await form.validateFields();
      } catch {
        first ??= place;
      }
    }
    return first;
  }
}

/** The element of a place, to scroll it into view. */
export function placeElementId(place: FirstFailure): string {
  return place.line === undefined ? `order-header-${place.order}` : `order-line-${place.order}-${place.line}`;
}

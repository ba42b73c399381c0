import { HttpClientToken } from '@mall/sdk';
import { useEffect, useState } from 'react';
import { useService } from '../../../shell/services-context';

export interface LookupValue {
  readonly value: string;
  readonly meaning: string;
}

/** The values of a value set (`lovs/data?lovCode=`); undefined while loading, empty when the call failed (the client said why). */
export function useLookupValues(lovCode: string): LookupValue[] | undefined {
  const http = useService(HttpClientToken);
  const [values, setValues] = useState<LookupValue[]>();
  useEffect(() => {
    let live = true;
    http.request<Record<string, unknown>[] | { content?: Record<string, unknown>[] } | undefined>('GET', '/hpfm/v1/{org}/lovs/data', { query: { lovCode } }).then(
      (rows) => {
        const list = Array.isArray(rows) ? rows : (rows?.content ?? []);
        if (live) setValues(list.map((r) => ({ value: String(r.value ?? ''), meaning: String(r.meaning ?? r.value ?? '') })));
      },
      () => live && setValues([]),
    );
    return () => {
      live = false;
    };
  }, [http, lovCode]);
  return values;
}

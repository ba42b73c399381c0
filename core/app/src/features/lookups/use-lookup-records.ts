import { useQuery } from '@tanstack/react-query';
import { useService } from '../../shell/services-context';
import { LookupServiceToken, lookupQueryOptions, type LookupQuery, type LookupRecord } from './lookup-service';

/**
 * A value set's records for a component: undefined while loading, empty when the call failed
 * (the HTTP client said why). Leaving the page cancels the call if nobody else waits for it.
 */
export function useLookupRecords(query: LookupQuery): LookupRecord[] | undefined {
  const service = useService(LookupServiceToken);
  // A field without a lookup code has nothing to ask for.
  const { data, isError } = useQuery({ ...lookupQueryOptions(service, query), enabled: query.lovCode !== '' });
  return data ?? (isError ? [] : undefined);
}

export interface LookupValue {
  readonly value: string;
  readonly meaning: string;
}

/** A flat value set as value/meaning pairs (`lovs/data?lovCode=`). */
export function useLookupValues(lovCode: string): LookupValue[] | undefined {
  const records = useLookupRecords({ lovCode });
  return records?.map((r) => ({ value: String(r.value ?? ''), meaning: String(r.meaning ?? r.value ?? '') }));
}

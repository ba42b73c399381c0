import { DEFAULT_COUNTRY_CODE } from '@mall/domain';
import { useEffect, useState } from 'react';
import { useService } from '../../../shell/services-context';
import { AddressServiceToken, type AddressService, type PhoneCode } from '../address-service';

const FALLBACK: PhoneCode[] = [{ value: DEFAULT_COUNTRY_CODE, meaning: DEFAULT_COUNTRY_CODE, defaultFlag: 1 }];

/** Phone area codes from the HPFM.IDD lookup; +86 alone until (or unless) they arrive. */
export function usePhoneCodes(): PhoneCode[] {
  const service = useService<AddressService>(AddressServiceToken);
  const [codes, setCodes] = useState<PhoneCode[]>(FALLBACK);
  useEffect(() => {
    let live = true;
    service
      .phoneCodes()
      .then((rows) => live && rows.length > 0 && setCodes(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [service]);
  return codes;
}

import { DEFAULT_COUNTRY_CODE } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useService } from '../../../shell/services-context';
import { AddressServiceToken, type AddressService, type PhoneCode } from '../address-service';

const FALLBACK: PhoneCode[] = [{ value: DEFAULT_COUNTRY_CODE, meaning: DEFAULT_COUNTRY_CODE, defaultFlag: 1 }];

/** Phone area codes from the HPFM.IDD lookup; +86 alone until (or unless) they arrive. */
export function usePhoneCodes(): PhoneCode[] {
  const service = useService<AddressService>(AddressServiceToken);
  // The service reads the value set through the shared lookup cache; this entry only adapts it.
  const { data } = useQuery({ queryKey: ['address', 'phone-codes'], queryFn: () => service.phoneCodes() });
  return data && data.length > 0 ? data : FALLBACK;
}

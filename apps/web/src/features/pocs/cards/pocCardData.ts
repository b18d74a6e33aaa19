import type { Poc, PocDetail } from '@crm/contracts';

/** What a card shows: a POC, with its department, city and reporting line when known. */
export type PocCardData = Poc &
  Partial<Pick<PocDetail, 'departmentName' | 'cityName' | 'reportsToPocName' | 'customFields'>>;

import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { adminBrandRoutes, type AdminBrandCsvRequest } from '@crm/contracts';
import { IST } from '../../../lib/format';
import { downloadRoute } from '../../../lib/useApi';
import type { AdminBrandsTab } from './queries';

/** Export CSV of the admin list on screen (POST /api/admin/brands/v2/csv or /offloaded/csv): the whole selection, the visible columns, times in IST. */
export function AdminExportButton({
  tab,
  request,
}: {
  tab: AdminBrandsTab;
  request: Omit<AdminBrandCsvRequest, 'timeZone'>;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadRoute(
        tab === 'CURRENT' ? adminBrandRoutes.currentCsv : adminBrandRoutes.offloadedCsv,
        { ...request, timeZone: IST },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download()}
      data-testid="admin-export-csv"
    >
      Export CSV
    </Button>
  );
}

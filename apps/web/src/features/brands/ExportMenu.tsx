import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { brandRoutes, type BrandExportRequest } from '@crm/contracts';
import { downloadRoute } from '../../lib/useApi';
import { IST } from '../../lib/format';

/** Export menu: the current brand list (tab, search, filters, sort, visible columns) as CSV or XLSX (POST /api/brand/export). */
export function ExportMenu({
  request,
}: {
  request: Omit<BrandExportRequest, 'format' | 'timeZone'>;
}) {
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await downloadRoute(brandRoutes.export, { ...request, format, timeZone: IST });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={busy}
          data-testid="export-menu"
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => download('csv')} data-testid="export-csv">
          CSV
        </Menu.Item>
        <Menu.Item onClick={() => download('xlsx')} data-testid="export-xlsx">
          Excel (XLSX)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

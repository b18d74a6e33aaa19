import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { toastError, toastSuccess } from '../../../lib/api';
import { useToastOnError } from '../../../lib/useToastOnError';
import { LANE_WIDTH } from '../orgLayout';
import { useOrgChart, useSavePoc } from '../queries';
import { orgChartFlow } from './orgChartFlow';

/**
 * The org chart page's state: the brand of the URL (/orgChart/{brandId}; undefined when not a positive
 * id), its chart, the selected POC, the flow's nodes and edges, the chart's width (px, a lane per
 * column) and `setManager`, which saves a POC's reporting line (null: nobody) and toasts the outcome.
 */
export function useOrgChartPage() {
  const { brandId: raw } = useParams();
  const brandId = Number(raw) > 0 ? Number(raw) : undefined;
  const chart = useOrgChart(brandId);
  const { data } = chart;
  useToastOnError(chart.error);
  const save = useSavePoc(brandId ?? 0);
  const [selected, setSelected] = useState<number | null>(null);
  const canEdit = !!data?.canEdit;
  const flow = useMemo(() => orgChartFlow(data, canEdit, selected), [data, canEdit, selected]);

  const setManager = async (pocId: number, reportsToPocId: number | null) => {
    try {
      await save.mutateAsync({ pocId, reportsToPocId });
      toastSuccess('Reporting line updated');
    } catch (e) {
      toastError(e);
    }
  };

  return {
    brandId,
    chart,
    canEdit,
    ...flow,
    setSelected,
    current: flow.laid.find((p) => p.pocId === selected) ?? null,
    width: Math.max(1, new Set(flow.laid.map((p) => p.x)).size) * LANE_WIDTH,
    setManager,
    saving: save.isPending,
  };
}

/** The org chart page's state, as its sections take it. */
export type OrgChartState = ReturnType<typeof useOrgChartPage>;

/** Downloads the statistics of a range as a spreadsheet. */
import { useMutation } from '@tanstack/react-query';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { PAYDO_EXCEL_FILENAME } from '../../../api/contract/paydo';
import { download, saveFile, type DownloadedFile } from '../../../api/http';
import type { StatsRange } from '../model/range';
import { rangeQuery } from './keys';

/** BmoveStatistika.xlsx for the range. */
export async function downloadStatistics(range: StatsRange): Promise<DownloadedFile> {
  return download(ep.paydo, { query: { ...rangeQuery(range), excel: 'true' }, fallbackName: PAYDO_EXCEL_FILENAME });
}

export function useDownloadStatistics() {
  return useMutation({
    mutationFn: async (range: StatsRange) => {
      const file = await downloadStatistics(range);
      saveFile(file);
      return file;
    },
  });
}

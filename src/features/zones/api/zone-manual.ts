/** The zone manual (.pptx) download. */
import { useMutation } from '@tanstack/react-query';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { ZONE_MANUAL_FILENAME } from '../../../api/contract/zones';
import { download, saveFile } from '../../../api/http';

/** Downloads the zone manual (.pptx). */
export function useDownloadManual() {
  return useMutation({
    mutationFn: async () => {
      const file = await download(ep.zoneManual, { fallbackName: ZONE_MANUAL_FILENAME });
      saveFile(file);
      return file;
    },
  });
}

/** A list report's spreadsheet, built by the server (`excel=true`); the file name is the server's. */
import { useMutation } from '@tanstack/react-query';
import type { EntityKind } from '../../../api/entity-info';
import { download, saveFile } from '../../../api/http';
import type { ReportRequest } from '../model/reports';
import { reportQuery } from '../model/wire';
import { LIST_PATHS } from './entity-list';

const LIST_FILES: Record<EntityKind, string> = {
  parking: 'parking.xlsx',
  garage: 'garaze.xlsx',
  park: 'parkovi.xlsx',
  sales: 'prodaja.xlsx',
};

export function useDownloadList(kind: EntityKind) {
  return useMutation({
    mutationFn: async (request: ReportRequest) => {
      const file = await download(LIST_PATHS[kind], {
        query: { ...reportQuery(request), excel: 'true' },
        fallbackName: LIST_FILES[kind],
      });
      saveFile(file);
      return file;
    },
  });
}

/**
 * The polygon editor's controls around the map: the edit tools (draw, finish, cancel, undo, redo,
 * download, import), the status line, and the list of the zone's polygons (edit, remove).
 */
import { Alert, Box, Button, chakra, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, type ChangeEvent, type Dispatch } from 'react';
import { useFormat } from '../format/useFormat';
import { canRedo, canUndo, type EditorAction, type EditorState } from './editorModel';
import type { ImportProblem } from './geojson-import';
import { markerCount } from './geometry';
import { useMapTranslation } from './map-texts';
import { MAX_MARKERS } from './types';

/** What the last import did: which file it read, or why it read none. */
export type ImportNotice = { kind: 'imported'; file: string } | { kind: 'importFailed'; problem: ImportProblem };

interface ToolbarProps {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  onDownload: () => void;
  onImport: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function EditorToolbar({ state, dispatch, readOnly, onDownload, onImport }: ToolbarProps) {
  const { t } = useMapTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const { mode } = state;
  return (
    <Wrap role="toolbar" aria-label={t('toolbar.label')} gap="2">
      {mode.kind === 'editing' ? (
        <>
          <Button size="sm" onClick={() => dispatch({ type: 'finish' })}>
            {t('toolbar.finish')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'cancel' })}>
            {t('toolbar.cancelEdit')}
          </Button>
          <Button size="sm" variant="outline" disabled={!canUndo(state)} onClick={() => dispatch({ type: 'undo' })}>
            {t('toolbar.undo')}
          </Button>
          <Button size="sm" variant="outline" disabled={!canRedo(state)} onClick={() => dispatch({ type: 'redo' })}>
            {t('toolbar.redo')}
          </Button>
        </>
      ) : mode.kind === 'drawing' ? (
        <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'cancel' })}>
          {t('toolbar.cancelEdit')}
        </Button>
      ) : (
        <>
          {!readOnly ? (
            <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'draw' })}>
              {t('toolbar.draw')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={onDownload}>
            {t('toolbar.download')}
          </Button>
          {!readOnly ? (
            <>
              <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
                {t('toolbar.import')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".geojson,.json,application/geo+json,application/json"
                hidden
                aria-label={t('toolbar.import')}
                data-testid="geojson-input"
                onChange={onImport}
              />
            </>
          ) : null}
        </>
      )}
    </Wrap>
  );
}

interface StatusProps {
  state: EditorState;
  readOnly: boolean;
  /** The borders shown are the default square (the zone had none). */
  isDefault: boolean;
  notice: ImportNotice | null;
}

export function EditorStatus({ state, readOnly, isDefault, notice }: StatusProps) {
  const { t } = useMapTranslation();
  const format = useFormat();
  const { mode } = state;

  const importProblem = (problem: ImportProblem): string => {
    switch (problem.kind) {
      case 'badRing':
        return t('import.badRing', { n: problem.polygon });
      case 'tooManyMarkers':
        return t('import.tooManyMarkers', { n: problem.polygon, markers: format.count(problem.markers), max: format.count(MAX_MARKERS) });
      case 'tooLarge':
        return t('import.tooLarge', { max: format.count(problem.maxMegabytes) });
      case 'tooManyPolygons':
      case 'tooManyPositions':
        return t(`import.${problem.kind}`, { max: format.count(problem.max) });
      case 'notJson':
      case 'noPolygon':
      case 'unreadable':
      case 'invalid':
        return t(`import.${problem.kind}`);
    }
  };

  return (
    <>
      <Box role="status" aria-live="polite" fontSize="sm">
        {mode.kind === 'editing' ? (
          <Text>
            {t('status.editing', { n: mode.index + 1 })} {t('status.markers', { number: markerCount(state.polygons[mode.index] ?? []), max: MAX_MARKERS })}
          </Text>
        ) : mode.kind === 'drawing' ? (
          <Text>{t('status.drawing', { max: MAX_MARKERS })}</Text>
        ) : readOnly ? (
          <Text>{t('status.readOnly')}</Text>
        ) : isDefault && state.polygons === state.loaded ? (
          <Text>{t('status.defaultPolygon')}</Text>
        ) : notice?.kind === 'imported' ? (
          <Text>{t('status.imported', { file: notice.file })}</Text>
        ) : (
          <Text>{t('status.idle')}</Text>
        )}
        {state.refused === 'markerLimit' ? (
          <Text color="fg.error" fontWeight="semibold">
            {t('status.markerLimit', { max: MAX_MARKERS })}
          </Text>
        ) : null}
      </Box>
      {notice?.kind === 'importFailed' ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{importProblem(notice.problem)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}

interface PolygonListProps {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  /** Asks before removing the polygon at this index. */
  onRemove: (index: number) => void;
}

export function PolygonList({ state, dispatch, readOnly, onRemove }: PolygonListProps) {
  const { t } = useMapTranslation();
  const { mode } = state;
  const editingIndex = mode.kind === 'editing' ? mode.index : null;
  const busy = mode.kind !== 'idle';
  return (
    <Stack gap="2">
      <Text as="h3" fontWeight="semibold" fontSize="sm" id="zone-polygons-label">
        {t('polygons.label')}
      </Text>
      {state.polygons.length === 0 ? (
        <Text fontSize="sm">{t('polygons.none')}</Text>
      ) : (
        <chakra.ul aria-labelledby="zone-polygons-label" listStyleType="none" gap="1">
          {state.polygons.map((rings, index) => (
            <chakra.li key={index}>
              <HStack gap="3">
                <Text fontSize="sm" minW="40" fontWeight={index === editingIndex ? 'bold' : 'normal'}>
                  {t('polygons.item', { n: index + 1 })} · {t('polygons.markers', { number: markerCount(rings) })}
                </Text>
                {!readOnly ? (
                  <>
                    <Button size="xs" variant="outline" disabled={busy} aria-label={t('polygons.editLabel', { n: index + 1 })} onClick={() => dispatch({ type: 'edit', index })}>
                      {t('polygons.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={busy}
                      aria-label={t('polygons.removeLabel', { n: index + 1 })}
                      onClick={() => onRemove(index)}
                    >
                      {t('polygons.remove')}
                    </Button>
                  </>
                ) : null}
              </HStack>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}

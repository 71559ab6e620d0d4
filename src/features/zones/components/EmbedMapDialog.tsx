/**
 * The embed-map dialog (operations.md §2, §9): small 400x300, medium 600x450, large 800x600, or
 * custom (default 800x600, free width and height, with an outline of the real size); the iframe
 * snippet with Copy ("Copied to the clipboard"); a live preview for the fixed sizes.
 */
import { Alert, Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActionTrigger, DialogBody, DialogFooter } from '../../../design-system/components/Dialog';
import { FormField } from '../../../design-system/components/FormField';
import { notify } from '../../../design-system/components/toaster';
import { CHANGE_TOAST_MS } from './useChangeMessages';
import { embedTarget } from '../model/embed';
import { getRuntimeConfig } from '../../../api/runtime-config';

export const EMBED_SIZES = {
  small: { width: 400, height: 300 },
  medium: { width: 600, height: 450 },
  large: { width: 800, height: 600 },
} as const;
type SizeName = keyof typeof EMBED_SIZES | 'custom';

export function embedSnippet(url: string, width: number, height: number): string {
  return `<iframe src="${url.replace(/"/g, '&quot;')}" width="${width}" height="${height}" style="border:0" loading="lazy"></iframe>`;
}

const clampSize = (value: string, fallback: number) => {
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 4000) : fallback;
};

export function EmbedMapDialog({ url, open, onOpenChange }: { url: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('zones');
  const [size, setSize] = useState<SizeName>('medium');
  const [custom, setCustom] = useState({ width: '800', height: '600' });
  const fixed = size === 'custom' ? null : EMBED_SIZES[size];
  const width = fixed ? fixed.width : clampSize(custom.width, 800);
  const height = fixed ? fixed.height : clampSize(custom.height, 600);
  const target = embedTarget(url, window.location.origin, getRuntimeConfig().simulator);
  const snippet = target ? embedSnippet(target.url, width, height) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      notify.success(t('embed.copied'), { duration: CHANGE_TOAST_MS });
    } catch {
      notify.error(t('embed.copyFailed'), { duration: CHANGE_TOAST_MS });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('embed.title')}
      closeLabel={t('actions.close')}
      size="xl"
      scrollBehavior="inside"
      contentProps={{ maxW: 'min(880px, 95vw)' }}
    >
            <DialogBody>
              {target ? null : (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{t('embed.notWebAddress')}</Alert.Title>
                </Alert.Root>
              )}
              <Stack gap="4" hidden={!target}>
                <HStack gap="4" align="flex-end" wrap="wrap">
                  <FormField label={t('embed.size')}>
                    <NativeSelect.Root size="sm" w="56">
                      <NativeSelect.Field value={size} onChange={(e) => setSize(e.target.value as SizeName)}>
                        {(Object.keys(EMBED_SIZES) as (keyof typeof EMBED_SIZES)[]).map((name) => (
                          <option key={name} value={name}>
                            {t(`embed.sizes.${name}`, EMBED_SIZES[name])}
                          </option>
                        ))}
                        <option value="custom">{t('embed.sizes.custom')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  {size === 'custom' ? (
                    <>
                      <FormField label={t('embed.width')}>
                        <Input size="sm" w="28" type="number" min={1} value={custom.width} onChange={(e) => setCustom((c) => ({ ...c, width: e.target.value }))} />
                      </FormField>
                      <FormField label={t('embed.height')}>
                        <Input size="sm" w="28" type="number" min={1} value={custom.height} onChange={(e) => setCustom((c) => ({ ...c, height: e.target.value }))} />
                      </FormField>
                    </>
                  ) : null}
                </HStack>
                <FormField label={t('embed.snippet')}>
                  <Input readOnly value={snippet} fontFamily="mono" fontSize="xs" onFocus={(e) => e.currentTarget.select()} />
                </FormField>
                <HStack>
                  <Button size="sm" colorPalette="brand" onClick={() => void copy()}>
                    {t('embed.copy')}
                  </Button>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t('embed.previewOf', { width, height })}
                </Text>
                <Box overflow="auto" maxH="60vh" borderWidth="1px" borderRadius="sm" p="2">
                  {fixed && target ? (
                    <iframe
                      title={t('embed.previewTitle')}
                      src={target?.url}
                      width={width}
                      height={height}
                      style={{ border: 0, display: 'block' }}
                      loading="lazy"
                      sandbox={target?.sandbox}
                    />
                  ) : (
                    <Box
                      data-testid="embed-size-outline"
                      w={`${width}px`}
                      h={`${height}px`}
                      borderWidth="2px"
                      borderStyle="dashed"
                      borderColor="border.emphasized"
                      display="flex"
                      alignItems="center"
                      justifyContent="center"
                    >
                      <Text color="fg.muted">{t('embed.outline', { width, height })}</Text>
                    </Box>
                  )}
                </Box>
              </Stack>
            </DialogBody>
            <DialogFooter>
              <DialogActionTrigger asChild>
                <Button variant="outline">{t('actions.close')}</Button>
              </DialogActionTrigger>
            </DialogFooter>
    </Dialog>
  );
}

import { Tag, Portal } from '@chakra-ui/react';
import { Tooltip } from './overlays';
import { useTranslation } from 'react-i18next';

export interface StatusTagProps {
  valid: boolean;
  /** Short text on the tag; defaults to "Ispravna" / "Neispravna". */
  label?: string;
  /** Long description shown in a tooltip (hover and keyboard focus). */
  description?: string;
}

/** Transaction status: green when valid, red otherwise, with the long description in a tooltip. */
export function StatusTag({ valid, label, description }: StatusTagProps) {
  const { t } = useTranslation('ds');
  const text = label ?? (valid ? t('status.valid') : t('status.invalid'));
  const tag = (
    <Tag.Root
      colorPalette={valid ? 'green' : 'red'}
      variant="subtle"
      size="md"
      data-valid={valid ? 'true' : 'false'}
      {...(description ? { asChild: true } : {})}
    >
      {description ? (
        <button type="button">
          <Tag.Label>{text}</Tag.Label>
        </button>
      ) : (
        <Tag.Label>{text}</Tag.Label>
      )}
    </Tag.Root>
  );
  if (!description) return tag;
  return (
    <Tooltip.Root openDelay={200} closeDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>{tag}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {description}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/**
 * An on/off switch with its label and description: a button with role="switch" (Space and Enter
 * toggle it), its state said by aria-checked, by the knob's position and by an "On"/"Off" text, so
 * colour is never the only signal.
 */
import { Box, chakra, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SwitchRowProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  busy?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function SwitchRow({ label, description, checked, onChange, busy = false, disabled = false, testId }: SwitchRowProps) {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Flex justify="space-between" align="center" gap="4" py="3" data-testid={testId}>
      <Stack gap="0.5" minW="0">
        <Text id={labelId} fontWeight="medium">
          {label}
        </Text>
        {description ? (
          <Text id={descriptionId} textStyle="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      <Flex align="center" gap="2" flexShrink={0}>
        {busy ? <Spinner size="xs" aria-hidden="true" /> : null}
        <Text as="span" textStyle="sm" minW="8" textAlign="end" aria-hidden="true" fontWeight="medium" color={checked ? 'fg' : 'fg.muted'}>
          {checked ? t('switch.on') : t('switch.off')}
        </Text>
        <chakra.button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          aria-busy={busy || undefined}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          position="relative"
          w="11"
          h="6"
          borderRadius="full"
          borderWidth="2px"
          borderColor={checked ? 'brand.solid' : 'border.emphasized'}
          bg={checked ? 'brand.solid' : 'bg.emphasized'}
          cursor="pointer"
          _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <Box
            as="span"
            position="absolute"
            top="50%"
            insetStart={checked ? 'calc(100% - 1.125rem)' : '0.125rem'}
            transform="translateY(-50%)"
            w="4"
            h="4"
            borderRadius="full"
            bg="white"
            boxShadow="sm"
          />
        </chakra.button>
      </Flex>
    </Flex>
  );
}

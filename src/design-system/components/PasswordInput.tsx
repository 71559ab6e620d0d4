import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordInputProps = Omit<InputProps, 'type'>;

/**
 * An eye, struck through when the password shows: drawn here rather than taken from `react-icons/lu`,
 * because /login is the one screen whose bytes are a gate, and that import would load the chunk of
 * every icon the app uses with it.
 */
function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation('ds');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon off={visible} />
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} autoComplete="current-password" {...props} />
    </InputGroup>
  );
});

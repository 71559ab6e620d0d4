/**
 * Closing rules of a zone or a garage (operations.md §2): a sortable table of start, end and reason,
 * each row with an actions menu (edit, remove) for a user who may change; New opens the form in a
 * dialog. Pending rules carry a "waiting for approval" tag; Edit and Remove then act on the request.
 */
import { Button, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu } from '../../../design-system/components/overlays';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDialogDraft } from '../../../routing/form-draft';
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { DataTable, type DataTableColumn } from '../../../design-system/components/DataTable';
import { useFormat } from '../../../design-system/format/useFormat';
import { ClosingRuleDialog } from './ClosingRuleDialog';
import { RuleChanges } from './PendingChanges';
import { PendingTag } from './PeriodCard';
import { RemoveItemDialog } from './RemoveItemDialog';
import { useClosingRules } from '../api/closing-rules';
import { type ItemOwner, type ClosingRule, type ItemRef, mayUpdate, refOf } from '../model/items';
import { LuEllipsisVertical } from 'react-icons/lu';

export function ClosingRulesPanel({ owner, canChange, caption }: { owner: ItemOwner; canChange: boolean; caption: string }) {
  const { t } = useTranslation('zones');
  const format = useFormat();
  const rules = useClosingRules(owner);
  const [dialog, setDialog] = useState<{ open: boolean; editing: { rule: ClosingRule; ref: ItemRef } | null }>({
    open: false,
    editing: null,
  });
  const [removing, setRemoving] = useState<ClosingRule | null>(null);
  // The open dialog survives a forced trip to sign-in: on return it opens again, with its draft,
  // once the rules have loaded (not at all when its rule is gone).
  const pathname = useLocation().pathname;
  useDialogDraft<{ ref: ItemRef | null }>(
    canChange ? `closing-rule-dialog:${pathname}` : null,
    dialog.open ? { ref: dialog.editing?.ref ?? null } : undefined,
    rules.data,
    (wanted) => {
      if (!rules.data) return false;
      if (wanted.ref === null) {
        setDialog({ open: true, editing: null });
        return true;
      }
      const same = (ref: ItemRef | null) => ref !== null && ref.id === wanted.ref?.id && ref.requestId === wanted.ref?.requestId;
      const rule = rules.data.find((row) => same(refOf(row)));
      const ref = rule ? refOf(rule) : null;
      if (rule && ref) setDialog({ open: true, editing: { rule, ref } });
      return true;
    },
  );

  const columns: DataTableColumn<ClosingRule>[] = [
    {
      id: 'closingStart',
      header: t('rule.start'),
      cell: (row) => format.date(row.closingStart),
      sortValue: (row) => row.closingStart,
    },
    { id: 'closingEnd', header: t('rule.end'), cell: (row) => format.date(row.closingEnd), sortValue: (row) => row.closingEnd },
    {
      id: 'reason',
      header: t('rule.reason'),
      sortValue: (row) => row.reason,
      cell: (row) => (
        <Stack gap="1" align="flex-start">
          <Text textDecoration={row.pending?.action === 'delete' ? 'line-through' : undefined}>{row.reason}</Text>
          {row.pending ? <PendingTag pending={row.pending} /> : null}
          {mayUpdate(row.pending) ? <RuleChanges owner={owner} rule={row} /> : null}
        </Stack>
      ),
    },
  ];
  if (canChange) {
    columns.push({
      id: 'actions',
      header: t('columns.actions'),
      align: 'end',
      width: 90,
      cell: (row) => {
        const ref = refOf(row);
        if (!ref) return null;
        const removal = row.pending?.action === 'delete';
        return (
          <Menu.Root
            onSelect={(d) => {
              if (d.value === 'edit') setDialog({ open: true, editing: { rule: row, ref } });
              else setRemoving(row);
            }}
          >
            <Menu.Trigger asChild>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('rule.actionsLabel', { from: format.date(row.closingStart), to: format.date(row.closingEnd) })}
              >
                <LuEllipsisVertical />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {!removal ? <Menu.Item value="edit">{t('actions.edit')}</Menu.Item> : null}
                  <Menu.Item value="remove" color="fg.error">
                    {row.pending ? t('actions.withdraw') : t('actions.remove')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      },
    });
  }

  return (
    <Stack gap="3">
      {canChange ? (
        <HStack>
          <Button size="sm" colorPalette="brand" onClick={() => setDialog({ open: true, editing: null })}>
            {t('actions.newClosingRule')}
          </Button>
        </HStack>
      ) : null}
      {rules.isError ? (
        <LoadFailedAlert title={t('loadFailed')} detail={serverTextOf(rules.error)} onRetry={() => void rules.refetch()} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={rules.data ?? []}
          getRowId={(row, index) => `${row.id ?? 'new'}-${row.pending?.requestId ?? 'a'}-${index}`}
          loading={rules.isPending}
          defaultSorting={[{ id: 'closingStart', desc: false }]}
          emptyTitle={t('rule.empty')}
        />
      )}
      <ClosingRuleDialog
        owner={owner}
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
      />
      <RemoveItemDialog
        owner={owner}
        kind="rule"
        item={removing}
        onClose={() => setRemoving(null)}
        title={t('confirm.removeClosingRule')}
        describe={(rule) => `${format.date(rule.closingStart)} – ${format.date(rule.closingEnd)}: ${rule.reason}`}
      />
    </Stack>
  );
}

import { CONSOLE_FARM_TEXTS as C, FARM_KEY_HEADER, FARM_TEXTS } from '@lendbridge/domain';
import type { ConsoleFarmKeyAnswer, ConsoleFarmRow } from '@lendbridge/domain';
import KeyIcon from '@mui/icons-material/Key';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useRecordContext } from 'react-admin';
import { useConsoleAction } from '../../shared/useConsoleAction';

/**
 * The farm's ingestion key (admins): issue or rotate it, the new key shown this once in a dialog
 * (only its SHA-256 is kept), or revoke it after a confirmation.
 */
export const FarmKeyButtons = () => {
  const record = useRecordContext<ConsoleFarmRow>();
  const { canAccess } = useCanAccess({ resource: 'farms', action: 'key' });
  const [shown, setShown] = useState<ConsoleFarmKeyAnswer | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const issue = useConsoleAction<ConsoleFarmRow['id'], ConsoleFarmKeyAnswer>({
    send: async (dataProvider, id) => (await dataProvider.issueFarmKey(id)).data,
    done: C.keyIssued,
    onDone: (answer) => setShown(answer),
  });
  const revoke = useConsoleAction<ConsoleFarmRow['id'], ConsoleFarmRow>({
    send: async (dataProvider, id) => (await dataProvider.revokeFarmKey(id)).data,
    done: C.keyRevoked,
  });
  if (!record || !canAccess) return null;
  const hasKey = record.key_prefix !== null;
  return (
    <>
      <Button size="small" startIcon={<KeyIcon />} onClick={() => (hasKey ? setConfirming('rotate') : void issue.run(record.id))}>
        {hasKey ? C.rotateKey : C.issueKey}
      </Button>
      {hasKey && (
        <Button size="small" color="error" startIcon={<KeyOffIcon />} onClick={() => setConfirming('revoke')}>
          {C.revokeKey}
        </Button>
      )}
      <Confirm
        isOpen={confirming !== null}
        title={confirming === 'revoke' ? C.revokeKey : C.rotateKey}
        content={confirming === 'revoke' ? C.revokeConfirm : C.rotateConfirm}
        onConfirm={() => {
          const action = confirming;
          setConfirming(null);
          void (action === 'revoke' ? revoke.run(record.id) : issue.run(record.id));
        }}
        onClose={() => setConfirming(null)}
      />
      <Dialog open={shown !== null} onClose={() => setShown(null)} aria-labelledby="farm-key-title" maxWidth="sm" fullWidth>
        <DialogTitle id="farm-key-title">{C.keyTitle}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {FARM_TEXTS.keyShownOnce}
          </Alert>
          <Typography variant="caption" color="text.secondary">
            {FARM_KEY_HEADER}
          </Typography>
          <Box component="code" data-testid="farm-key" sx={{ display: 'block', p: 1, bgcolor: 'action.hover', wordBreak: 'break-all', fontSize: 14 }}>
            {shown?.key}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigator.clipboard?.writeText(shown?.key ?? '')}>{C.copy}</Button>
          <Button onClick={() => setShown(null)}>{FARM_TEXTS.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

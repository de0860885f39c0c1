import { useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS, CAMPAIGN_TOKEN_MESSAGE_TYPE, CAMPAIGN_TOKEN_REQUEST_TYPE } from '@lendbridge/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isRecord } from '../../app/api';
import { useUserStatus } from '../../app/session';
import { PageLoading } from '../../shared/PageLoading';
import { activityQueries } from './activities.api';
import { useActivityFailure } from './useActivityFailure';

/** The origin of a frame address (a path of this site, or another site's page). */
export const frameOrigin = (iframeUrl: string): string => new URL(iframeUrl, window.location.href).origin;

/**
 * The embedded campaign frame: the campaign's page in an iframe, handed the member's short-lived
 * token by postMessage once it has loaded, and again (a fresh token) whenever it asks. The token is
 * posted to the frame's own origin only, and only the frame's own messages from that origin are heard.
 */
export function CampaignFrame({ campaignKey }: { campaignKey: string }) {
  const { status } = useUserStatus();
  const queryClient = useQueryClient();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const token = useQuery(activityQueries.token(campaignKey, status.id));
  useActivityFailure(token.error, token.errorUpdatedAt, CAMPAIGN_TEXTS.drawNotStarted, { homeOn404: false });
  const iframeUrl = token.data?.iframe_url;
  const origin = iframeUrl === undefined ? null : frameOrigin(iframeUrl);

  const post = useCallback(
    (value: string) => {
      const target = frameRef.current?.contentWindow;
      if (target && origin !== null) target.postMessage({ type: CAMPAIGN_TOKEN_MESSAGE_TYPE, token: value }, origin);
    },
    [origin],
  );

  useEffect(() => {
    if (origin === null) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      if (!isRecord(event.data) || event.data.type !== CAMPAIGN_TOKEN_REQUEST_TYPE) return;
      void queryClient.fetchQuery({ ...activityQueries.token(campaignKey, status.id), staleTime: 0 }).then((fresh) => post(fresh.token), () => undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, post, queryClient, campaignKey, status.id]);

  if (!token.isSuccess) return token.isPending ? <PageLoading /> : null;
  return (
    <Box
      component="iframe"
      ref={frameRef}
      title={ACTIVITY_TEXTS.embedTitle}
      src={token.data.iframe_url}
      onLoad={() => post(token.data.token)}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      sx={{ width: '100%', minHeight: 560, border: 0, borderRadius: 1, bgcolor: 'background.paper' }}
    />
  );
}

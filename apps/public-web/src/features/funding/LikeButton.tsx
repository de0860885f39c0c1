import Button from '@mui/material/Button';
import { FUNDING_TEXTS } from '@lendbridge/domain';
import { LoginPromptDialog } from './LoginPromptDialog';
import { useProjectLike } from './useProjectLike';

/** 收藏 / 取消收藏 with the count, optimistic (useProjectLike). */
export function LikeButton({ serial, liked, likes }: { serial: string; liked: boolean; likes: number }) {
  const like = useProjectLike(serial, liked, likes);
  return (
    <>
      <Button variant={like.liked ? 'contained' : 'outlined'} aria-pressed={like.liked} onClick={() => void like.toggle()}>
        {like.liked ? FUNDING_TEXTS.unlike : FUNDING_TEXTS.like}（{like.likes}）
      </Button>
      <LoginPromptDialog open={like.loginPrompt} onClose={like.closeLoginPrompt} />
    </>
  );
}

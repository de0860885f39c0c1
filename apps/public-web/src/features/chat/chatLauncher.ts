/**
 * Opens the chat widget from anywhere (the chat-to-buy page): a tiny store the lazily loaded widget
 * reads when it arrives, so a request made before it loaded is not lost.
 */
export interface ChatLaunch {
  /** Bumped at each request, so the same subject asked twice opens the panel twice. */
  readonly serial: number;
  readonly subject: string | null;
}

let launch: ChatLaunch = { serial: 0, subject: null };
const listeners = new Set<() => void>();

export const chatLaunch = (): ChatLaunch => launch;

export function subscribeChatLaunch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the widget to open its panel, with a subject for a new conversation. */
export function openChat(subject: string | null = null): void {
  launch = { serial: launch.serial + 1, subject };
  for (const listener of listeners) listener();
}

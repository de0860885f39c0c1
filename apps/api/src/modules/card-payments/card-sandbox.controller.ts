import { Body, Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { CARD_SANDBOX_TEXTS as T, SANDBOX_3DS_CODE, ntdText } from '@lendbridge/domain';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators.js';

interface SessionRow {
  token: string;
  amount: number;
  card_masked: string;
  return_url: string;
  status: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The return URL with the session's token added: the browser goes back to the site with it. */
const backTo = (returnUrl: string, token: string): string => `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

const page = (session: SessionRow, error: string | null): string => `<!doctype html>
<html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${T.pageTitle}</title>
<style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}h1{font-size:20px}
.row{margin:8px 0}input{font-size:18px;padding:6px;width:10em}button{font-size:16px;padding:6px 18px;margin-right:8px}.error{color:#c62828}</style></head>
<body><h1>${T.pageTitle}</h1>
<p>${T.sent} <strong>${SANDBOX_3DS_CODE}</strong>。</p>
<div class="row">${T.amount}：${escapeHtml(ntdText(Number(session.amount)))}</div>
<div class="row">${T.card}：${escapeHtml(session.card_masked)}</div>
${error === null ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="/api/card-sandbox/3ds/${encodeURIComponent(session.token)}">
<div class="row"><label>${T.code} <input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></label></div>
<button type="submit" name="action" value="confirm">${T.confirm}</button><button type="submit" name="action" value="cancel">${T.cancel}</button>
</form></body></html>`;

const DONE_PAGE = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>${T.pageTitle}</title></head><body><p>${T.finished}</p></body></html>`;

/**
 * The sandbox gateway's 3-D Secure page (outside the site: a real gateway serves it on its own
 * domain, so it is exempt from the site's CSRF header, its unguessable token being its
 * authentication). 確認 with the one-time code authenticates the session and 取消 cancels it;
 * both send the browser back to the site's return route with the token.
 */
@ApiExcludeController()
@Controller('card-sandbox/3ds')
export class CardSandboxController {
  constructor(private readonly dataSource: DataSource) {}

  private async session(token: string): Promise<SessionRow | null> {
    const rows: SessionRow[] = await this.dataSource.query(
      `SELECT token, amount, card_masked, return_url, status FROM card_sandbox_sessions WHERE token = $1`,
      [token],
    );
    return rows[0] ?? null;
  }

  @Get(':token')
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async show(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const session = await this.session(token);
    if (session === null || session.status !== 'pending') {
      res.status(404).send(DONE_PAGE);
      return;
    }
    res.send(page(session, null));
  }

  @Post(':token')
  @Public()
  @HttpCode(303)
  async answer(@Param('token') token: string, @Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const session = await this.session(token);
    if (session === null || session.status !== 'pending') {
      res.status(404).type('html').send(DONE_PAGE);
      return;
    }
    if (body.action === 'cancel') {
      await this.dataSource.query(`UPDATE card_sandbox_sessions SET status = 'cancelled' WHERE token = $1 AND status = 'pending'`, [token]);
      res.redirect(303, backTo(session.return_url, token));
      return;
    }
    if (body.code !== SANDBOX_3DS_CODE) {
      res.status(400).type('html').send(page(session, T.wrongCode));
      return;
    }
    await this.dataSource.query(`UPDATE card_sandbox_sessions SET status = 'authenticated' WHERE token = $1 AND status = 'pending'`, [token]);
    res.redirect(303, backTo(session.return_url, token));
  }
}

import { describe, expect, it } from '@jest/globals';
import { sanitizeRichText } from './rich-text.js';

describe('rich text', () => {
  it('keeps the article markup and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<h2>公告</h2><p onclick="steal()">內容<script>alert(1)</script></p><a href="javascript:alert(1)">點我</a><img src="https://cdn.lendbridge.tw/a.png" onerror="x()"><style>p{}</style><iframe src="https://evil"></iframe>',
    );
    expect(html).toBe('<h2>公告</h2><p>內容</p><a rel="noopener noreferrer">點我</a><img src="https://cdn.lendbridge.tw/a.png" />');
  });

  it('keeps safe links', () => {
    expect(sanitizeRichText('<a href="https://lendbridge.tw/faq" target="_blank">常見問題</a>')).toBe(
      '<a href="https://lendbridge.tw/faq" target="_blank" rel="noopener noreferrer">常見問題</a>',
    );
  });
});

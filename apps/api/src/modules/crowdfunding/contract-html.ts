import type { ContractSection } from '@lendbridge/domain';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The contract preview as an HTML fragment (every text escaped): the title, then each section's heading and paragraphs. */
export const contractHtml = (contract: { title: string; sections: readonly ContractSection[] }): string =>
  [
    `<h2>${escapeHtml(contract.title)}</h2>`,
    ...contract.sections.map(
      (section) => `<section><h3>${escapeHtml(section.heading)}</h3>${section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</section>`,
    ),
  ].join('');

import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONTACT_TEXTS, MESSAGES, contactAnswerMail } from '@lendbridge/domain';
import type { ContactAnswerInput, ContactMessageInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { StoredFile } from '../uploads/uploads.service.js';
import { contactFiles, findContactFile, findContactMessage, insertContactMessage, markContactAnswered } from './contact.queries.js';
import type { ContactFileRow, ContactFileStored, ContactMessageRow } from './contact.queries.js';

/** A file as it arrived in the contact form. */
export interface ContactIncomingFile {
  originalName: string;
  bytes: Buffer;
}

export type ContactMessageDetail = ContactMessageRow & { files: (ContactFileRow & { url: string })[] };

/** A refusal of one file, told on the form's `files` field. */
function onFilesField(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.getStatus(), error.code, error.message, { files: error.message });
}

/**
 * The contact form: a visitor's or member's message with up to three files (checked by their
 * content with the `attachment` upload rule and kept with the message), read by staff and answered
 * by e-mail through the outbox.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly outbox: OutboxService,
  ) {}

  /** Stores the files (every one checked before any is kept), then the message; answers its id. */
  async send(userId: number | null, input: ContactMessageInput, files: readonly ContactIncomingFile[]): Promise<{ id: number }> {
    const stored: StoredFile[] = [];
    try {
      for (const file of files) {
        stored.push(await this.uploads.put('attachment', { field: 'file', originalName: file.originalName, bytes: file.bytes }).catch((error: unknown) => {
          throw onFilesField(error);
        }));
      }
      const id = await this.dataSource.transaction((manager) => insertContactMessage(manager, userId, input, stored));
      return { id };
    } catch (error) {
      await Promise.all(stored.map((file) => this.uploads.discard(file.storageKey)));
      throw error;
    }
  }

  async detail(id: number): Promise<ContactMessageDetail> {
    const manager = this.dataSource.manager;
    const message = await findContactMessage(manager, id);
    if (message === null) throw AppError.notFound(CONTACT_TEXTS.messageNotFound);
    const files = await contactFiles(manager, id);
    return { ...message, files: files.map((file) => ({ ...file, url: `/api/console/contact-messages/${id}/files/${file.id}` })) };
  }

  async file(messageId: number, fileId: string): Promise<{ file: ContactFileStored; stream: Readable }> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileId);
    const file = uuid ? await findContactFile(this.dataSource.manager, messageId, fileId.toLowerCase()) : null;
    if (file === null) throw AppError.notFound(MESSAGES.uploadNotFound);
    return { file, stream: await this.uploads.open({ id: file.id, storageKey: file.storage_key }) };
  }

  /**
   * Marks an open message answered, puts the answer in the outbox to the sender's e-mail and
   * audits it, all in one transaction; a message already answered is refused (409).
   */
  async answer(staffId: number, id: number, input: ContactAnswerInput): Promise<ContactMessageDetail> {
    await this.dataSource.transaction(async (manager) => {
      const message = await findContactMessage(manager, id, true);
      if (message === null) throw AppError.notFound(CONTACT_TEXTS.messageNotFound);
      if (!(await markContactAnswered(manager, id, staffId, input.answer))) {
        throw AppError.conflict('CONTACT_ALREADY_ANSWERED', CONTACT_TEXTS.alreadyAnswered);
      }
      const mail = contactAnswerMail(message.name, message.description, input.answer);
      const outboxId = await this.outbox.enqueue(
        { channel: 'email', recipient: message.email, subject: mail.subject, body: mail.body, kind: 'contact_answer', userId: message.user_id },
        manager,
      );
      await recordAudit(manager, {
        actorId: staffId,
        action: 'contact_message.answered',
        targetType: 'contact_message',
        targetId: id,
        data: { email: message.email, category: message.category, outbox_id: outboxId, answer: input.answer },
      });
    });
    void this.outbox.drain();
    return this.detail(id);
  }
}

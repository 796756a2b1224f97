import { z } from 'zod';
import { periksaNamaPengguna, periksaSandi } from './sandi';

/** The zod schemas of the account policy (`sandi.ts`) for the endpoint contracts. */

/** A text field of a form body: "<label> wajib diisi." when absent, "<label> harus berupa teks." for other types. */
export const teksIsian = (label: string) =>
  z.string({ error: (i) => (i.input === undefined || i.input === null ? `${label} wajib diisi.` : `${label} harus berupa teks.`) });

/** A new password (contracts): the policy of {@link periksaSandi}. */
export const skemaSandi = teksIsian('Kata sandi').check((ctx) => {
  const pesan = periksaSandi(ctx.value);
  if (pesan) ctx.issues.push({ code: 'custom', message: pesan, input: ctx.value });
});

/** A username of a new account (contracts): trimmed, the policy of {@link periksaNamaPengguna}. */
export const skemaNamaPengguna = teksIsian('Nama pengguna')
  .trim()
  .check((ctx) => {
    const pesan = periksaNamaPengguna(ctx.value);
    if (pesan) ctx.issues.push({ code: 'custom', message: pesan, input: ctx.value });
  });

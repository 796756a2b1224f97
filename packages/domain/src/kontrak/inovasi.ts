/** Contracts of the inovasi area (filled when its routes move onto contracts; see kontrak/review.ts for the pattern). */
export const K_INOVASI = {};

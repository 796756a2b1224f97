/** /landing/pemda/{profil_id}: public page of a regional government (PLT-14), no sign-in. */
export default function LandingPemdaPage() {
  return <p>Halaman publik pemda belum tersedia.</p>;
}

import { useSearchParams } from 'react-router';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { inRoles, REGIONAL_ROLES, type FieldDef } from '@sigap/domain';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import { ProfilView } from './ProfilView';
import { idDari } from './ui';

const PILIH_DAERAH: FieldDef = { kind: 'lookup', label: 'Pilih profil daerah', lookup: { resource: 'profil_pemda', label: 'nama' } };

/**
 * /dashboard/profil-pemda-daerah: a regional account sees its one profile;
 * admin and superadmin first pick a region (kept in `?id=`). The checker's
 * links use `?profil_id=`, read too.
 */
export default function ProfilDaerahPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const [params, setParams] = useSearchParams();
  const regional = inRoles(user.role, REGIONAL_ROLES);
  const dipilih = idDari(params.get('id')) ?? idDari(params.get('profil_id'));

  if (regional) {
    if (!user.profil_id)
      return (
        <Alert color="yellow" title={module.title}>
          Akun Anda belum terhubung dengan profil daerah. Hubungi admin.
        </Alert>
      );
    return <ProfilView key={user.profil_id} profilId={user.profil_id} />;
  }

  const pilih = (
    <Card withBorder radius="md" padding="md">
      <LookupInput
        name="profil_id"
        def={PILIH_DAERAH}
        value={dipilih}
        values={{}}
        onChange={(v) => {
          const p = new URLSearchParams();
          if (v !== null && v !== '') p.set('id', String(v));
          setParams(p);
        }}
      />
    </Card>
  );
  return (
    <Stack gap="md">
      {!dipilih && (
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text c="dimmed" size="sm">
            Pilih pemerintah daerah untuk membuka profilnya.
          </Text>
        </div>
      )}
      {dipilih ? <ProfilView key={dipilih} profilId={dipilih} kembali={pilih} /> : pilih}
    </Stack>
  );
}

import { Alert, Anchor, List, Text } from '@mantine/core';
import type { BuktiReplikasi } from '@sigap/domain';
import { tautanBerkas } from '../../lib/berkas';
import { formatTanggal } from '../../lib/format';

/**
 * SID-31 "Replikasi" of an innovation (decision 108): the implemented replications with their agreements, the
 * number of distinct regions and the level it supports. Help only: the operator still chooses the answer.
 */
export function ReplikasiBukti({ r }: { r: BuktiReplikasi }) {
  return (
    <Alert color="indigo" variant="light" title="Replikasi tercatat" data-testid="replikasi-bukti">
      {r.oleh.length > 0 && (
        <>
          <Text size="sm">
            Terlaksana di {r.jumlah_daerah} daerah berbeda — didukung: level {r.level_didukung}
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {r.oleh.map((o) => (
              <List.Item key={o.replikasi_id}>
                Replikasi oleh {o.daerah}
                {o.tanggal ? ` (${formatTanggal(o.tanggal)})` : ''}
                {o.file_url && (
                  <>
                    {' · '}
                    <Anchor {...tautanBerkas(o.file_url)} size="sm">
                      PKS/MoU
                    </Anchor>
                  </>
                )}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {r.dari.map((d) => (
        <Text size="sm" key={d.replikasi_id} mt={r.oleh.length ? 4 : 0}>
          Replikasi dari {d.inovasi} — {d.daerah}
          {d.tanggal ? ` (${formatTanggal(d.tanggal)})` : ''}
          {d.file_url && (
            <>
              {' · '}
              <Anchor {...tautanBerkas(d.file_url)} size="sm">
                PKS/MoU
              </Anchor>
            </>
          )}
        </Text>
      ))}
    </Alert>
  );
}

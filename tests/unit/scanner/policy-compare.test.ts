import { describe, expect, it } from 'vitest';
import { comparePolicy } from '../../../server/scanner/analysis/policy-compare';

const policy = `Çerez Politikası. KVKK'nın 10. maddesi uyarınca, 2024.
Ad | Amaç
_ga | Google Analytics
_ga_<kapsayıcı-kimliği> | oturum durumu
IDE | DoubleClick
_gid. | günlük kimlik`;

describe('a cookie policy compared with the cookies a scan saw', () => {
  it('finds each seen cookie the policy names, by its name or by a known prefix it names', () => {
    expect(comparePolicy(policy, ['_ga', '_ga_ABC123', 'IDE', '_gid']).notNamed).toEqual([]);
  });

  it('reports a seen cookie it does not name, however a longer or shorter name resembles it', () => {
    const { notNamed } = comparePolicy(policy, ['_fbp', '_gat', '_g', '_ga', 'id']);
    expect(notNamed).toEqual(['_fbp', '_g', '_gat', 'id']);
  });

  it('reports the names it gives that the scan never saw, a prefix as one entry', () => {
    expect(comparePolicy(policy, ['_ga']).unseen).toEqual(['IDE', '_ga_*', '_gid']);
    expect(comparePolicy(policy, ['_ga', '_ga_X', 'IDE', '_gid']).unseen).toEqual([]);
  });

  it('takes no word of prose, year or law for a cookie name', () => {
    const prose =
      'Çerezler ve KVKK hakkında bilgi. Google, Meta, lang, session, consent, ID, URL, 2024 ve 6698 sayılı Kanun.';
    expect(comparePolicy(prose, []).unseen).toEqual([]);
  });
});

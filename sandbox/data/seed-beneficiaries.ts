import type { Db } from '../db/connection.ts';
import { userByEmail } from '../lib/users.ts';
import { insertBeneficiary, type NewBeneficiaryData } from '../lib/beneficiaries-store.ts';

/**
 * Demo beneficiaries (made-up people; numbers in obviously fictional blocks). uk.sender has two
 * in Zimbabwe; sa.sender one in Zimbabwe, a mobile-wallet one in Kenya and a bank one in Nigeria;
 * sa.hold and locked one each; sa.lite and uk.new none.
 */
const zimbabwe = (fname: string, mname: string, lname: string, digits: string): NewBeneficiaryData => ({
  fname,
  mname,
  lname,
  mobile: `+${digits}`,
  telephone: `+${digits}`,
  country: 'Zimbabwe',
  country_code: 'ZW',
  delivery_option: 'wallet',
  save_to_favourites: true,
});

export const SEED_BENEFICIARIES: Record<string, NewBeneficiaryData[]> = {
  'uk.sender@example.com': [
    zimbabwe('Rudo', 'Maria', 'Ncube', '263770000101'),
    zimbabwe('Farai', '', 'Dube', '263770000102'),
  ],
  'sa.sender@example.com': [
    zimbabwe('Nyasha', '', 'Banda', '263770000201'),
    {
      fname: 'Achieng',
      mname: '',
      lname: 'Otieno',
      mobile: '+254700000201',
      telephone: '+254700000201',
      country: 'Kenya',
      country_code: 'KE',
      delivery_option: 'wallet',
      sex: 'F',
    },
    {
      fname: 'Chinedu',
      mname: 'Emeka',
      lname: 'Okafor',
      mobile: '+2348000000201',
      telephone: '+2348000000201',
      country: 'Nigeria',
      country_code: 'NG',
      delivery_option: 'bank',
      account_number: '0000123456',
      bank_name: 'Sample Trust Bank',
      bank_code: '000014',
      bank_branch: '000014',
      sex: 'M',
    },
  ],
  'sa.hold@example.com': [zimbabwe('Tapiwa', '', 'Sibanda', '263770000501')],
  'locked@example.com': [zimbabwe('Kudzai', '', 'Mhlanga', '263770000401')],
};

export function seedBeneficiaries(db: Db, now: Date): void {
  for (const [email, list] of Object.entries(SEED_BENEFICIARIES)) {
    const user = userByEmail(db, email);
    if (!user) continue;
    for (const data of list) insertBeneficiary(db, user.id, data, now);
  }
}

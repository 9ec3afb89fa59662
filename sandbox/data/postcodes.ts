import type { PostcodeAddress } from '../../src/api/contract.ts';

/**
 * The sandbox's postcode lookup: a few UK postcodes in the standard form, each with made-up
 * addresses (street names and numbers are fictional).
 */
export const POSTCODE_ADDRESSES: Record<string, PostcodeAddress[]> = {
  'SW1A 1AA': [
    {
      address_line_1: '10 Example Road',
      address_line_2: 'Flat 2',
      city: 'London',
      state_province: 'Greater London',
      post_code: 'SW1A 1AA',
    },
    {
      address_line_1: '12 Example Road',
      address_line_2: '',
      city: 'London',
      state_province: 'Greater London',
      post_code: 'SW1A 1AA',
    },
  ],
  'M1 1AE': [
    {
      address_line_1: '3 Sample Street',
      address_line_2: 'Unit 4',
      city: 'Manchester',
      state_province: 'Greater Manchester',
      post_code: 'M1 1AE',
    },
  ],
  'B1 1BB': [
    {
      address_line_1: '7 Demo Lane',
      address_line_2: '',
      city: 'Birmingham',
      state_province: 'West Midlands',
      post_code: 'B1 1BB',
    },
    {
      address_line_1: '9 Demo Lane',
      address_line_2: 'Apartment 1',
      city: 'Birmingham',
      state_province: 'West Midlands',
      post_code: 'B1 1BB',
    },
    {
      address_line_1: '11 Demo Lane',
      address_line_2: '',
      city: 'Birmingham',
      state_province: 'West Midlands',
      post_code: 'B1 1BB',
    },
  ],
  'EH1 1YZ': [
    {
      address_line_1: '21 Placeholder Close',
      address_line_2: '',
      city: 'Edinburgh',
      state_province: 'City of Edinburgh',
      post_code: 'EH1 1YZ',
    },
  ],
  'CF10 1EP': [
    {
      address_line_1: '5 Mock Terrace',
      address_line_2: 'Flat B',
      city: 'Cardiff',
      state_province: 'South Glamorgan',
      post_code: 'CF10 1EP',
    },
  ],
};

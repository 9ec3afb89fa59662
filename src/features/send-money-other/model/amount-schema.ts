import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import type { Corridor } from '@/api/contract.ts';
import type { AmountFormValues } from './amount-form.ts';
import { deliveryProblem, type DeliveryOption } from './delivery.ts';
import { amountProblem } from './maximums.ts';
import { SELECT_CURRENCY, SELECT_PAYMENT_METHOD, SELECT_PURPOSE } from './messages.ts';

/** The form's rules (doc 2 §5 'Other-country flow') for a corridor country. */
export function amountFormSchema(corridor: Corridor, country: string): yup.ObjectSchema<AmountFormValues> {
  return yup.object({
    deliveryOption: yup
      .mixed<DeliveryOption | ''>()
      .defined()
      .test('delivery', function check(value) {
        const problem = deliveryProblem(corridor, value ?? '', country);
        return problem ? this.createError({ message: problem }) : true;
      }),
    destination_currency: yup.string().defined().trim().required(SELECT_CURRENCY),
    amount: yup
      .string()
      .defined()
      .test('amount', function check(value) {
        const problem = amountProblem(value ?? '', (this.parent as AmountFormValues).destination_currency);
        return problem ? this.createError({ message: problem }) : true;
      }),
    payment_method: yup.string().defined().trim().required(SELECT_PAYMENT_METHOD),
    purpose: yup.string().defined().trim().required(SELECT_PURPOSE),
    promo_code: yup.string().defined(),
  });
}

/**
 * The form's rules as a resolver: loaded when Get Charges is first pressed
 * (src/lib/lazy-resolver.ts), so the page opens without the schema library.
 */
export function amountResolverFor(corridor: Corridor, country: string) {
  return yupResolver(amountFormSchema(corridor, country));
}

// The public API of the other-countries send flow: its pages load through the route table; the
// cross-border add-beneficiary form is shared with /add-beneficiary (SA senders).
export {
  CrossBorderBeneficiaryForm,
  type CrossBorderBeneficiaryFormProps,
} from './components/cross-border-beneficiary-form.tsx';
export type { DeliveryOption } from './model/delivery.ts';

// The public API of the other-countries send flow: its pages load through the route table.
export {
  CrossBorderBeneficiaryForm,
  type CrossBorderBeneficiaryFormProps,
} from './components/cross-border-beneficiary-form.tsx';

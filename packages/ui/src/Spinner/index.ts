export { Spinner, type SpinnerProps, spinnerVariants } from "./Spinner";

import { graphql } from '../gql';

export const SessionFields = graphql(`
  fragment SessionFields on AuthSession {
    accessToken
    refreshToken
    expiresIn
    branch {
      id
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionFields
    }
  }
`);

export const RefreshDocument = graphql(`
  mutation RefreshSession($input: RefreshTokenInput!) {
    refreshSession(input: $input) {
      ...SessionFields
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout($input: RefreshTokenInput!) {
    logout(input: $input) {
      ok
    }
  }
`);

export const SwitchBranchDocument = graphql(`
  mutation SwitchBranch($input: SwitchBranchInput!) {
    switchBranch(input: $input) {
      ...SessionFields
    }
  }
`);

export const RegisterStartDocument = graphql(`
  mutation RegisterStart($input: RegisterStartInput!) {
    registerStart(input: $input) {
      email
      expiresInSeconds
      resendAfterSeconds
    }
  }
`);

export const RegisterVerifyDocument = graphql(`
  mutation RegisterVerify($input: CodeSignInInput!) {
    registerVerify(input: $input) {
      ...SessionFields
    }
  }
`);

export const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      email
      expiresInSeconds
    }
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      message
    }
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      sessionId
      role
      permissions
      user {
        id
        email
        fullName
      }
      organization {
        id
        name
        baseCurrencyCode
        businessDayStartHour
      }
      branch {
        id
        name
        nameAr
        code
        timeZone
      }
      branches {
        id
        name
        nameAr
        code
      }
    }
  }
`);

export const ActivateAccountDocument = graphql(`
  mutation ActivateAccount($input: CodeSignInInput!) {
    activateAccount(input: $input) {
      ...SessionFields
    }
  }
`);

export const ResendCodeDocument = graphql(`
  mutation ResendCode($input: ResendCodeInput!) {
    resendVerificationCode(input: $input) {
      email
      expiresInSeconds
    }
  }
`);

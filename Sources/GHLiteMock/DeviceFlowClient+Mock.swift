import GHLiteCore

extension DeviceFlowClient {
    /// Hands out a code and approves it at the first poll with the mock GitHub's token.
    public static var mock: DeviceFlowClient {
        var client = DeviceFlowClient()
        client.requestCode = { _, _ in
            DeviceCode(deviceCode: "3584d83530557fdd1f46af8289938c8ef79f9dc5", userCode: "WDJB-MJHT",
                       verificationURI: "https://github.com/login/device", expiresIn: 900, interval: 5)
        }
        client.pollToken = { _, _ in .accessToken("gho_mock_octocat") }
        return client
    }
}
